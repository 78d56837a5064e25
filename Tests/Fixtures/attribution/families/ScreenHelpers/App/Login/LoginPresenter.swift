final class LoginPresenter {
    let validator = CredentialsValidator()
    let fields = FormFieldsDataSource()
}
