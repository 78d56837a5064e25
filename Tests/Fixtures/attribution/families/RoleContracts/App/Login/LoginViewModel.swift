/// The login screen's view model is the generic form model over the login fields: the file is
/// named after the typealias, the one type it declares is the fields' model.
typealias LoginViewModel = FormViewModel<LoginFormModel>

struct LoginFormModel {
    var email = ""
    var password = ""
}
