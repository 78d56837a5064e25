/// Any JSON value, decoded only to be skipped or counted.
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}
