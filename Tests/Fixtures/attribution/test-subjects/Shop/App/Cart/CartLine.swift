struct CartLine {
    var price = Price()
}
