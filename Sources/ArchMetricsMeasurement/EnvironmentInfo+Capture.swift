import ArchMetricsModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EnvironmentInfo {
    /// Describes this machine now: OS, CPU, memory and load (`SystemInfo` knows where each
    /// platform keeps them), `uname`, plus the output of `swift --version` the caller ran.
    package static func capture(swiftVersionOutput: String, date: Date = Date()) -> EnvironmentInfo
    {
        let operatingSystem = [SystemInfo.distributionName(), unameSummary()].compactMap { $0 }
            .joined(separator: "; ")
        return EnvironmentInfo(
            swiftVersion: swiftVersion(fromVersionOutput: swiftVersionOutput),
            operatingSystem: operatingSystem.isEmpty
                ? ProcessInfo.processInfo.operatingSystemVersionString : operatingSystem,
            cpuModel: SystemInfo.cpuModel() ?? "unknown",
            cpuCores: ProcessInfo.processInfo.activeProcessorCount,
            // sysconf's physical pages on Linux (the same total as MemTotal), hw.memsize on macOS.
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            loadAverage: SystemInfo.loadAverages() ?? [],
            date: date,
            hostName: hostName())
    }

    /// The `Swift version …` line of `swift --version` (drivers print a banner line first on
    /// some platforms), else its first non-empty line.
    static func swiftVersion(fromVersionOutput output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return lines.first { $0.contains("Swift version") } ?? lines.first ?? "unknown"
    }

    /// `PRETTY_NAME` of an os-release file, quotes removed.
    static func prettyName(fromOSRelease text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"' "))
        }
        return nil
    }

    /// The first `model name` of a Linux cpuinfo text.
    static func cpuModel(fromCPUInfo text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The 1-minute load average now; nil where the system gives none.
    static func currentLoadAverage() -> Double? {
        SystemInfo.loadAverages()?.first
    }

    private static func unameSummary() -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        func field<T>(_ value: inout T) -> String {
            withUnsafeBytes(of: &value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(field(&names.sysname)) \(field(&names.release)) \(field(&names.machine))"
    }

    /// gethostname(2): `ProcessInfo.hostName` can stall on a DNS lookup.
    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        return String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
