import SwiftScanning

extension ClassifiedFile {
    /// The app's own types (declared outside tests and tooling) by name, each with the file it
    /// counts for: the file a type is the primary type of, else the one file declaring it. A
    /// name that several files declare as a secondary type (a nested `ViewState`, `Constants`)
    /// is left out: naming it says not which of them a test exercises.
    package static func ownTypes(in files: [ClassifiedFile]) -> [String: ClassifiedFile] {
        var byType: [String: ClassifiedFile] = [:]
        var declaredBy: [String: [ClassifiedFile]] = [:]
        for file in files where file.role.isTheApp {
            if let type = file.primaryType, byType[type] == nil { byType[type] = file }
            for declaration in file.declarations where declaration.kind != .extension {
                declaredBy[declaration.name, default: []].append(file)
            }
        }
        for (name, declaring) in declaredBy where byType[name] == nil && declaring.count == 1 {
            byType[name] = declaring[0]
        }
        return byType
    }
}
