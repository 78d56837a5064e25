final class ThingDetailPresenter {
    var thing: Thing?
}
