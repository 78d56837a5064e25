struct Pokemon { var name: String }
