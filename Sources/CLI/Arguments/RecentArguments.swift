/// `movies recent`'s arguments.
struct RecentArguments: Sendable, Hashable {
    var json: Bool
    var clear: Bool
}
