class BaseView: UIViewController {}
