import HeadlessUI
import Testing

/// The Gather countdown picker: minutes and seconds, 60 rows each.
@MainActor
final class CountdownPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rowsPerComponent = 60
    private(set) var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowsPerComponent
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        component == 0 ? "\(row) min" : "\(row) sec"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite struct PickerViewTests {
    @Test func countsComeFromTheDataSource() {
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        let source = CountdownPickerSource()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 60)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
    }

    @Test func selectRowInCodeDoesNotTellTheDelegateButSpinningDoes() {
        let picker = UIPickerView()
        let source = CountdownPickerSource()
        picker.dataSource = source
        picker.delegate = source

        picker.selectRow(10, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 10)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(source.selections.isEmpty)

        #expect(picker.spinToRow(30, inComponent: 1))
        #expect(picker.selectedRow(inComponent: 1) == 30)
        #expect(source.selections == ["1:30"])
        #expect(!picker.spinToRow(60, inComponent: 1), "row 60 does not exist")

        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 59, "clamped to the last row")
    }

    @Test func reloadClampsSelectionsToTheNewRowCount() {
        let picker = UIPickerView()
        let source = CountdownPickerSource()
        picker.dataSource = source
        picker.selectRow(50, inComponent: 0, animated: false)
        source.rowsPerComponent = 10
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 9)
    }
}
