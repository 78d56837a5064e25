import UIKit

// Excluded from the target in Package.swift: kept for reference, never built.
final class OldLoginViewController: UIViewController {}
