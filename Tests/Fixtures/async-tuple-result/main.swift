// The shape of MultiPageSearchMoviesInteractor's task group, reduced (swiftlang/swift#91911):
// a child task's result is a tuple whose first part is known before an `await` and whose second
// part comes after it. Built with -O by AsyncTupleResultTests, which expects `split` to come out
// wrong while the toolchain has the miscompile and `bound` (the result bound before the tuple,
// as Sources writes it) to come out right whatever the toolchain.
struct Page: Sendable { let number: Int }
struct PageNumber: Sendable { let value: Int }
struct Failure: Error {}
protocol PageSource: Sendable { func page(_ number: Int) async throws(Failure) -> [Page] }
struct Pages: PageSource { func page(_ number: Int) async throws(Failure) -> [Page] { [Page(number: number)] } }

/// The tuple made around the `await`: the shape the compiler gets wrong under -O.
func split(_ numbers: [PageNumber], _ source: any PageSource) async -> [Int] {
    await withTaskGroup(of: (PageNumber, Result<[Page], Failure>).self) { group in
        for number in numbers {
            group.addTask {
                do throws(Failure) {
                    return (number, .success(try await source.page(number.value)))
                } catch {
                    return (number, .failure(error))
                }
            }
        }
        var answered: [Int] = []
        for await (number, _) in group { answered.append(number.value) }
        return answered.sorted()
    }
}

/// The result bound first, then the tuple made: the shape Sources uses.
func bound(_ numbers: [PageNumber], _ source: any PageSource) async -> [Int] {
    await withTaskGroup(of: (PageNumber, Result<[Page], Failure>).self) { group in
        for number in numbers {
            group.addTask {
                let result: Result<[Page], Failure>
                do throws(Failure) {
                    result = .success(try await source.page(number.value))
                } catch {
                    result = .failure(error)
                }
                return (number, result)
            }
        }
        var answered: [Int] = []
        for await (number, _) in group { answered.append(number.value) }
        return answered.sorted()
    }
}

let numbers = [1, 2, 3].map(PageNumber.init)
print("split \(await split(numbers, Pages()))")
print("bound \(await bound(numbers, Pages()))")
