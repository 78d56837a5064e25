import Foundation

/// A view showing a `UIImage`, rendered as its name.
@MainActor
open class UIImageView: UIView {
    /// The image shown, rendered by name.
    open var image: UIImage?

    /// An image view showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    open override var renderedSummary: String? {
        summaryLine("Image", image?.name ?? "none")
    }
}
