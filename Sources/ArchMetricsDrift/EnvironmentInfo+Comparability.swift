import ArchMetricsModel

extension EnvironmentInfo {
    /// What makes timings taken here incomparable with timings taken in `other`: a different CPU
    /// model, core count, Swift version or operating system. Empty when they can be compared.
    /// Memory, load, host name and date are deliberately ignored: CI runners of one kind differ
    /// in those without making builds faster or slower in a way a baseline could fix.
    package func incomparabilities(with other: EnvironmentInfo) -> [String] {
        var differences: [String] = []
        if cpuModel != other.cpuModel { differences.append("CPU \(cpuModel) vs \(other.cpuModel)") }
        if cpuCores != other.cpuCores {
            differences.append("\(cpuCores) vs \(other.cpuCores) cores")
        }
        if swiftVersion != other.swiftVersion {
            differences.append("Swift \(swiftVersion) vs \(other.swiftVersion)")
        }
        if operatingSystem != other.operatingSystem {
            differences.append("OS \(operatingSystem) vs \(other.operatingSystem)")
        }
        return differences
    }
}
