enum Gather {
    enum FetchData {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }
}
