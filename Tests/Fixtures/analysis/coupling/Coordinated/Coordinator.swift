protocol Coordinator: AnyObject {
    func start()
}

/// Adopted by every view controller: it stands for no single screen.
protocol Coordinatable: AnyObject {
    var coordinator: Coordinator? { get set }
}
