enum ThingDetail {
    enum Load {
        struct Request {}
        struct Response { var things: [Thing] }
        struct ViewModel { var titles: [String] }
    }
}
