final class FormFieldsDataSource {
    var fields = ["user", "password"]
}
