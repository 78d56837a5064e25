/// `--variants NAME=PATH`: a variant named on the command line in place of those discovered.
/// PATH may be `REV:PATH`, a folder at a git revision (`GitVariants`).
package struct VariantOverride: Equatable, Sendable {
    package var name: String
    package var path: String

    package init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}
