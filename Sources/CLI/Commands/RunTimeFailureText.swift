import MoviesDomain

/// The one stderr line a run-time failure outside the movies flow prints (after `movies: `).
/// Failures inside the flow are explained by the view models' `ErrorViewModel`.
enum RunTimeFailureText {
    static func line(for error: MoviesError) -> String {
        let text: String
        switch error {
        case .storage(let message): text = "storage failed: \(message)"
        case .cancelled: text = "cancelled"
        default: text = "\(error)"
        }
        return TerminalSanitizer.sanitized(text)
    }
}
