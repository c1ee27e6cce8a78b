/// Where the Data layer says what a user should know but that is not an error: a stale cache
/// entry served because the network failed, a corrupt recents file kept aside. The composition
/// root decides where notices go (the CLI prints them on stderr); the Data layer never prints.
public protocol NoticeReporting: Sendable {
    /// One line, without a trailing newline, never holding a credential.
    func notice(_ message: String)
}
