import FoundationEssentials
import MoviesDomain

/// Decodes TMDB JSON into DTOs, turning every failure into `MoviesError.invalidResponse`.
enum TMDBJSON {
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws(MoviesError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch {
            throw .invalidResponse(message: "TMDB sent a response that is not the expected JSON (\(describe(error)))")
        }
    }

    /// A short reason without the body's text (which may be long or hostile).
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "invalid or truncated JSON"
        case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "undecodable"
        }
    }
}
