import SwiftScanning

extension SourceFileStructure {
    /// The tests' shorthand: Swift source held in a string read by the scan's structure pass
    /// (`SourceStructureReader`), every identifier counted.
    static func analyze(source: String) -> SourceFileStructure {
        var source = source
        let pending = source.withUTF8 { bytes in
            var reader = SourceStructureReader(names: .all)
            return reader.read(bytes)
        }
        return SourceFileStructure(
            identifierCounts: pending.identifiers.names(), functionList: pending.functions,
            decisionPointsOutsideFunctions: pending.decisionPointsOutsideFunctions)
    }
}
