import Foundation

/// The machine a measurement ran on; timings from different environments are not comparable.
public struct EnvironmentInfo: Codable, Equatable, Sendable {
    public var swiftVersion: String
    public var operatingSystem: String
    public var cpuModel: String
    public var cpuCores: Int
    public var memoryBytes: UInt64
    /// 1, 5 and 15-minute load averages when the run started.
    public var loadAverage: [Double]
    public var date: Date
    public var hostName: String

    public init(
        swiftVersion: String, operatingSystem: String, cpuModel: String, cpuCores: Int,
        memoryBytes: UInt64,
        loadAverage: [Double], date: Date, hostName: String
    ) {
        self.swiftVersion = swiftVersion
        self.operatingSystem = operatingSystem
        self.cpuModel = cpuModel
        self.cpuCores = cpuCores
        self.memoryBytes = memoryBytes
        self.loadAverage = loadAverage
        self.date = date
        self.hostName = hostName
    }
}
