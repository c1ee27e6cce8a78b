import Testing

@testable import FileSupport

/// `makeFolder` creates missing parents from `parentPath(of:)`, which stands in for
/// `NSString.deletingLastPathComponent` (the Data layer uses only FoundationEssentials).
struct POSIXFilesParentPathTests {
    @Test(arguments: [
        ("/a/b/c", "/a/b"), ("/a/b/c/", "/a/b"), ("/a", "/"), ("/", "/"), ("a", ""), ("a/b", "a"), ("a//b", "a"),
        ("/a//b//", "/a"), ("", ""),
    ])
    func parentOfPath(path: String, parent: String) {
        #expect(POSIXFiles.parentPath(of: path) == parent)
    }
}
