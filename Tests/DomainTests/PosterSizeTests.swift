import MoviesDomain
import Testing

struct PosterSizeTests {
    @Test(arguments: [(1, 92), (100, 92), (170, 185), (300, 342), (421, 500), (2000, 780)])
    func picksTheNearestWidth(requested: Int, expected: Int) {
        #expect(PosterSize.nearest(to: requested) == expected)
    }

    @Test func prefersTheLargerWidthOnATie() {
        #expect(PosterSize.nearest(to: 150, among: [100, 200]) == 200)
    }
}
