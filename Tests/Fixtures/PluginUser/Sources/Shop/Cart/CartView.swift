/// Renders the cart as text (a stand-in for a UI).
public struct CartView {
    let viewModel: CartViewModel

    public init(viewModel: CartViewModel) {
        self.viewModel = viewModel
    }

    public func render() -> String {
        ([viewModel.title] + viewModel.items.map { "- \($0)" }).joined(separator: "\n")
    }
}
