import UIKit

final class AcmeCarouselViewController: UIViewController {
    var presenter: CarouselPresenter?
}
