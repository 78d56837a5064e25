import ArchMetricsModel
import ArchMetricsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EnvironmentInfo {
    /// Describes this machine now: OS, CPU, memory and load from `/etc/os-release`, `uname`,
    /// `/proc/cpuinfo`, `/proc/meminfo` and `/proc/loadavg` (with portable fallbacks), plus the
    /// output of `swift --version` the caller ran.
    public static func capture(swiftVersionOutput: String, date: Date = Date()) -> EnvironmentInfo {
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)).flatMap(
            prettyName(fromOSRelease:))
        let kernel = unameSummary()
        let operatingSystem = [osRelease, kernel].compactMap { $0 }.joined(separator: "; ")
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let memInfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).flatMap(
            loadAverages(fromProcLoadavg:))
        return EnvironmentInfo(
            swiftVersion: swiftVersion(fromVersionOutput: swiftVersionOutput),
            operatingSystem: operatingSystem.isEmpty
                ? ProcessInfo.processInfo.operatingSystemVersionString : operatingSystem,
            cpuModel: cpuModel(fromCPUInfo: cpuInfo) ?? "unknown",
            cpuCores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: memoryBytes(fromMemInfo: memInfo)
                ?? ProcessInfo.processInfo.physicalMemory,
            loadAverage: loadAverage ?? systemLoadAverage(),
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

    /// The first `model name` of /proc/cpuinfo.
    static func cpuModel(fromCPUInfo text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// `MemTotal` of /proc/meminfo, in bytes.
    static func memoryBytes(fromMemInfo text: String) -> UInt64? {
        for line in text.split(separator: "\n") where line.hasPrefix("MemTotal:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kibibytes = UInt64(fields[1]) else { return nil }
            return kibibytes * 1024
        }
        return nil
    }

    /// The 1, 5 and 15-minute load averages of /proc/loadavg.
    static func loadAverages(fromProcLoadavg text: String) -> [Double]? {
        let values = text.split(separator: " ").prefix(3).compactMap { Double($0) }
        return values.count == 3 ? values : nil
    }

    /// The 1-minute load average now; nil where the system gives none.
    static func currentLoadAverage() -> Double? {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).flatMap(
            loadAverages(fromProcLoadavg:)) ?? systemLoadAverage()).first
    }

    private static func systemLoadAverage() -> [Double] {
        var values = [Double](repeating: 0, count: 3)
        return getloadavg(&values, 3) == 3 ? values : []
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
