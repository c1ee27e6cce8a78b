import Foundation

/// This process's resident memory, from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Current resident set size in bytes (`VmRSS`).
    static func residentBytes() -> Int? { field("VmRSS") }

    /// Peak resident set size in bytes since start or since `resetPeak()` (`VmHWM`).
    static func peakResidentBytes() -> Int? { field("VmHWM") }

    /// Resets `VmHWM` to the current RSS (writes 5 to `/proc/self/clear_refs`); `false` when
    /// the kernel refused, in which case the peak still counts from process start.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Foundation.Data("5".utf8)) } catch { return false }
        return true
    }

    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("\(name):") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
