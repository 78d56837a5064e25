import SwiftScanning

extension FileClassifier {
    /// The variant's own type declarations, for following superclasses and conformances, and
    /// whether it is a unidirectional one.
    package struct VariantTypes: Sendable {
        /// Type name → the bare names it inherits or conforms to, across every declaration of
        /// it (extensions included) and its conformance macros.
        var inherited: [String: [String]] = [:]
        /// Names some declared type inherits from: base classes, not screens.
        var inheritedFrom: Set<String> = []
        /// Names the variant declares (not only extends): a name it extends but never
        /// declares is a framework's (`View`, `ObservableObject`).
        var declared: Set<String> = []
        var unidirectional: Bool

        init(_ files: [ScannedFile], unidirectional configured: Bool?) {
            var declaresReducer = false
            for file in files {
                for declaration in file.declarations {
                    if declaration.kind != .extension { declared.insert(declaration.name) }
                    let names =
                        declaration.inheritedTypes.map(FileClassifier.bareTypeName)
                        + (declaration.conformanceMacros ?? [])
                    guard !names.isEmpty else { continue }
                    inherited[declaration.name, default: []] += names
                    if declaration.kind != .extension { inheritedFrom.formUnion(names) }
                    if names.contains(where: { $0 == "Reducer" || $0 == "ReducerProtocol" }),
                        declaration.kind != .protocol
                    {
                        declaresReducer = true
                    }
                }
            }
            unidirectional = configured ?? declaresReducer
        }
    }
}
