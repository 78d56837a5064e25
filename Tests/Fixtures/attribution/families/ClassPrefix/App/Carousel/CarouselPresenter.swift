final class CarouselPresenter {
    var pages = 3
}
