import ProjectDescription

// Read by Tuist when it generates the project: in no target of the app.
extension Project {
    static let organization = "Shop"
}
