extension FileClassifier {
    /// What the rules say about a file before screens are known.
    package struct RuleMatch: Sendable {
        var primaryType: String?
        var rule: RoleRule?
        /// The name the rule matched: the primary type's, or the file's base name when only
        /// that carries the role (`GatherProtocols.swift` holding `GatherViewToPresenterProtocol`).
        var matchedName: String?
        /// The screen folder the file sits in, if any.
        var folderScreen: String?
        var folderPath: String?
        /// Outside a screen folder, the screen-folder-only suffix rule the name would match
        /// (`ThingListConfigurator`, `ThingListModel`) and the name it matched: it applies
        /// when the rest of the name is a known screen, so a VIP or VIPER tree laid out
        /// without `Scenes/` or `Modules/` folders is read as one laid out with them.
        var screenOnlyRule: RoleRule?
        var screenOnlyName: String?
        /// The nearest enclosing folder named for a role, and that folder's name as written.
        var folderRule: RoleRule?
        var roleFolderName: String?
        /// The folder grouping the file's screen: its own folder less trailing role folders
        /// (`Modules/Login` for `Modules/Login/Presenter/LoginPresenter.swift`); nil at the root.
        var featureFolder: String?
        /// The conformance rule the primary type meets through its declarations, and the
        /// inherited type of this file's declaration it was reached through, when not direct.
        var inheritedRule: RoleRule?
        var inheritedVia: String?
        /// The primary type is a view controller through its superclasses.
        var isViewControllerType = false
        /// Some type of the variant inherits from the primary type: a base class, no screen.
        var isBaseClass = false
        /// The glob saying "shared" the file's path matched: it decides only where the file's
        /// own evidence places it nowhere (no screen) and no screen folder encloses it.
        var sharedPathRule: RoleRule?
        /// The UIKit or AppKit type the file only extends: a reusable addition, shared.
        var extendsPlatformType: String?
        /// The name as written when the rule matched it less a contract word
        /// (`MoviesCoordinatorProtocol` matched as `MoviesCoordinator`): the role's contract.
        var contractName: String?
        /// The folder of models or entities the file sits in (`Entities`, `Models`): no screen.
        var modelFolder: String?
        /// The screen folder is one named for a module (`ForgottenPasswordModule/`), found
        /// wherever it sits: its name says it is a screen, so any screen role in it enters it.
        var isNamedModuleFolder = false
        /// What weaker evidence said that the deciding rule overrode (`conformance UIViewController`).
        var overruled: [FileDecision.Evidence] = []
        /// What the file's targets say, when a manifest describes its folder.
        var targetVerdict: TargetMembership.Verdict?

        /// The name minus the suffix of the deciding suffix rule (`Login` of `LoginView`).
        var suffixStem: String? {
            guard let rule, rule.kind == .suffix else { return nil }
            let name = matchedName ?? primaryType ?? ""
            let stem = String(name.dropLast(rule.pattern.count))
            return stem.isEmpty ? nil : stem
        }
    }
}
