/// The parameters a view struct is called with once it writes initializers, in its body or in
/// its extensions (`extension OnboardingView { init(_ title: some StringProtocol, action: …) }`).
///
/// A property takes the label and default of the initializer's parameter of its name. A view
/// that writes initializers is called by their parameters: one of them that no property is
/// named after is a parameter too, and a property one of them does not name is set by that
/// initializer's body (or the one it delegates to, `self.init(…)`), which runs after
/// (`Evaluator+ViewInitializers`); left out of both, it takes a placeholder value.
enum ViewInitializerParameters {
  /// `properties` (the struct's stored properties as parameters of its memberwise initializer)
  /// with the parameters of `initializers` merged in.
  static func merged(_ properties: [Parameter], initializers: [[Parameter]]) -> [Parameter] {
    let written = initializers.flatMap { $0 }
    func optionalInSome(_ name: String) -> Bool { initializers.contains { !$0.contains { $0.name == name } } }
    var parameters = properties.map { property in
      let parameter = written.first { $0.name == property.name }
      var merged = property
      merged.defaultValue = property.defaultValue ?? parameter?.defaultValue
      if !initializers.isEmpty, merged.defaultValue == nil, optionalInSome(property.name) {
        merged.defaultValue = PlaceholderValues.expression(type: property.type ?? "Void", name: property.name, at: property.location)
      }
      if let parameter { merged.label = parameter.label }
      merged.keepsPropertyValue = merged.defaultValue != nil
      return merged
    }
    for parameter in written where !parameters.contains(where: { $0.name == parameter.name }) {
      var parameter = parameter
      if parameter.defaultValue == nil, optionalInSome(parameter.name) {
        parameter.defaultValue = PlaceholderValues.expression(type: parameter.type ?? "Void", name: parameter.name, noted: false,
                                                              at: parameter.location)
      }
      parameters.append(parameter)
    }
    return parameters
  }
}
