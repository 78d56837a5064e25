struct OptionsList {
    var names: [String] = []
}
