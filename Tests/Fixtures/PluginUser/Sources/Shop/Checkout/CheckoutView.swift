/// Renders the checkout total.
public struct CheckoutView {
    let viewModel: CheckoutViewModel

    public init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
    }

    public func render(items: [String]) -> String {
        "Total: \(viewModel.total(of: items))"
    }
}
