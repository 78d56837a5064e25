/// Gives a picker its row titles and hears about the user's selections. Both methods are optional.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(
        _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
    ) {}
}
