enum Login {
    enum FetchData {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }
}
