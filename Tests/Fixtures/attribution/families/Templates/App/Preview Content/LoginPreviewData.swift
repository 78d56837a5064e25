enum LoginPreviewData {
    static let user = "preview"
}
