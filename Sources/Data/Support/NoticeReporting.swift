/// Where the Data layer, which never prints, says what a user should know that is not an error
/// (a stale cache entry served, a corrupt recents file kept aside); the CLI prints on stderr.
public protocol NoticeReporting: Sendable {
    /// One line, without a trailing newline, never holding a credential.
    func notice(_ message: String)
}
