import ArchMetricsKit
import ArchMetricsSupport

/// `--variants NAME=PATH` as `report`, `roles` and `history` take it: refused when malformed or
/// when a ROOT is given as well (the two name the variants differently).
enum VariantOverrides {
    static func parse(_ specs: [String], root: String?, command: String) throws
        -> [VariantOverride]
    {
        let overrides = try specs.map { spec -> VariantOverride in
            guard let equals = spec.firstIndex(of: "="), equals != spec.startIndex,
                spec.index(after: equals) != spec.endIndex
            else {
                throw ArchMetricsError.usage(
                    "\(command): --variants expects NAME=PATH, got '\(spec)'")
            }
            // The specs reach git one per line: a newline would shift its answers between variants.
            if let control = ControlCharacters.first(in: spec) {
                throw ArchMetricsError.usage(
                    "\(command): --variants \(String(reflecting: spec)) holds "
                        + "\(ControlCharacters.name(of: control)); a variant's name and path "
                        + "cannot contain control characters")
            }
            let name = String(spec[..<equals])
            let path = String(spec[spec.index(after: equals)...])
            for (key, text) in [("name", name), ("path", path)] {
                if let problem = NameLength.problem(text, key: key) {
                    throw ArchMetricsError.usage("\(command): --variants: \(problem)")
                }
            }
            return VariantOverride(name: name, path: path)
        }
        if !overrides.isEmpty, root != nil {
            throw ArchMetricsError.usage("\(command): give either ROOT or --variants, not both")
        }
        return overrides
    }
}
