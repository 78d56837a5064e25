import UIKit

final class TagItemView: UIView {}
