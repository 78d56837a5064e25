import ArchMetricsModel

/// What the classifier decided for one file, and on what evidence: its role and screen, the
/// evidence that decided the role and the weaker evidence it overruled, how the screen was
/// found (or why none was, a near miss among the reasons), and the weak evidence that alone
/// placed it where the classifier guessed. Whoever needs a fact of the decision reads it here;
/// `reason` renders the whole as one line of prose for display and `metrics.json`, and nothing
/// reads that prose back.
package struct FileDecision: Equatable, Sendable {
    package var role: Role
    /// Nil for a file of no screen (shared files, tests, the app's own flow).
    package var screen: String?
    /// The type the role was decided from (the type the file is named after, or its largest).
    package var primaryType: String?
    /// What decided the role.
    package var evidence: Evidence
    /// The rule read the file's base name, not its primary type's (`GatherProtocols.swift`
    /// holding `GatherViewToPresenterProtocol`). Said for a screen role only.
    package var byFileName = false
    /// The rule read the name less a contract word (`LoginPresenterProtocol` as
    /// `LoginPresenter`): the file is the role's contract. Said for a screen role only.
    package var byContract = false
    /// Weaker evidence for another role that `evidence` overruled, strongest first.
    package var overruled: [Evidence] = []
    /// How the screen was found, or why the file has none.
    package var screenFinding: ScreenFinding
    /// Nil when the file's own evidence placed it, else the weak evidence that alone did.
    package var guess: PlacementGuess?

    /// A piece of evidence for a role.
    package enum Evidence: Equatable, Sendable {
        /// What the project's targets say (`target ShopTests (tests)`).
        case targets(TargetMembership.Verdict)
        /// The file only extends a platform type (`UINavigationController`): a reusable part.
        case extendsPlatformType(String)
        /// A suffix or path rule (`suffix ViewController`, `path **/Utils/**`).
        case rule(RoleRule)
        /// A conformance rule the primary type meets, directly or through `via`, the inherited
        /// type of its declaration the variant's own types lead from (`BaseView`).
        case inheritance(RoleRule, via: String?)
        /// A folder named for a role, as written (`Presenters`).
        case folder(RoleRule, name: String)
        /// No rule spoke.
        case noRule
    }

    /// How a file's screen was found, or why it has none.
    package enum ScreenFinding: Equatable, Sendable {
        /// Its role belongs to no screen (a test, a service, a file a glob made shared).
        case roleOfNoScreen
        /// The deciding suffix rule's stem names a known screen (`Login` of `LoginView`).
        case named
        /// A suffix kept to screen folders, outside one, whose stem is this known screen.
        case known(String)
        /// The screen or feature folder around the file; `slip` when its name is one slip
        /// from that folder's screen (`ForgottPasswordView` in `ForgottenPassword/`).
        case folder(FileClassifier.EnclosingScreen, slip: NearMiss?)
        /// A glob saying shared (`path **/Utils/**`) matched inside a screen's folder.
        case globInFolder(RoleRule, FileClassifier.EnclosingScreen)
        /// The type's name is a known screen.
        case nameIsScreen(String)
        /// The type's name starts with a known screen (`GatherTimeHandler` → Gather).
        case namePrefix(String)
        /// It sits in a folder of models or entities (`Entities`): no screen.
        case modelFolder(String)
        /// It sits below the folder of a screen's one view controller, and follows it.
        case controllerFolder(String)
        /// No rule and nothing else placed it on a screen.
        case noScreen
        /// A name one slip from a known screen: its role kept, its screen unknown.
        case nearMiss(NearMiss)
        /// A flow holder of no screen (`AppCoordinator`): the app's own flow.
        case appFlow
        /// A screen role whose screen is unknown, made shared. `wanted` is the screen a
        /// suffix rule's stem asks for (empty when the name is the suffix), nil for another
        /// kind of rule.
        case noKnownScreen(unplaced: Role, wanted: String?)
    }

    /// A name one slip from a known screen: the screen the name asks for, and the one it is
    /// close to.
    package struct NearMiss: Equatable, Sendable {
        package var wanted: String
        package var near: String
    }

    /// Classified as a test (by a path rule or the targets).
    package var isTest: Bool { role == .test }

    /// A flow holder of no screen (`AppCoordinator`): a screen role rightly without one.
    package var isAppFlow: Bool { screenFinding == .appFlow }

    /// The screen role the rules gave a file that got no screen (a near miss keeps it as its
    /// role; a file of no known screen is shared instead).
    package var unplacedRole: Role? {
        switch screenFinding {
        case .nearMiss: role
        case .noKnownScreen(let unplaced, _): unplaced
        default: nil
        }
    }

    /// The screen its name would give (`ThingsList` of `ThingsListPresenter`), if any.
    package var wantedScreen: String? {
        switch screenFinding {
        case .nearMiss(let miss): miss.wanted
        case .noKnownScreen(_, let wanted): wanted.flatMap { $0.isEmpty ? nil : $0 }
        default: nil
        }
    }

    /// For a near miss of a known screen, that screen.
    package var nearScreen: String? {
        guard case .nearMiss(let miss) = screenFinding else { return nil }
        return miss.near
    }

    /// For a file its folder placed whose name is one slip from the folder's screen, the slip.
    package var folderSlip: NearMiss? {
        guard case .folder(_, let slip) = screenFinding else { return nil }
        return slip
    }

    /// The same evidence placing the file as `role` on `screen`, found as `finding`.
    func placing(
        _ role: Role, on screen: String?, _ finding: ScreenFinding, guess: PlacementGuess? = nil
    ) -> FileDecision {
        var decision = self
        decision.role = role
        decision.screen = screen
        decision.screenFinding = finding
        decision.guess = guess
        return decision
    }
}
