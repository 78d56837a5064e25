import UIKit

enum CarouselFactory {
    static func make() -> UIViewController { AcmeCarouselViewController() }
}
