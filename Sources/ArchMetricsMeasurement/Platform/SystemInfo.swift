import ArchMetricsModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the operating system says about this machine. The one file of the measurement stage
/// that knows where Linux and macOS keep it (`/proc` and `/etc/os-release` on Linux, `sysctl`
/// on macOS); everything else asks here, so a port touches this file only.
enum SystemInfo {
    /// The distribution's name (`PRETTY_NAME` of `/etc/os-release`) where there is one; nil on
    /// macOS, whose version string `ProcessInfo` gives.
    static func distributionName() -> String? {
        #if os(Linux)
            return (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)).flatMap(
                EnvironmentInfo.prettyName(fromOSRelease:))
        #else
            return nil
        #endif
    }

    /// The processor's marketing name: the first `model name` of `/proc/cpuinfo` on Linux,
    /// `machdep.cpu.brand_string` on macOS (Intel and Apple silicon alike).
    static func cpuModel() -> String? {
        #if os(Linux)
            return (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).flatMap(
                EnvironmentInfo.cpuModel(fromCPUInfo:))
        #elseif canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 1
            else { return nil }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else {
                return nil
            }
            return String(
                decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }

    /// The 1, 5 and 15-minute load averages (`getloadavg(3)`, which glibc reads from
    /// `/proc/loadavg` and macOS from the kernel); nil where the system gives none.
    static func loadAverages() -> [Double]? {
        var values = [Double](repeating: 0, count: 3)
        return getloadavg(&values, 3) == 3 ? values : nil
    }
}
