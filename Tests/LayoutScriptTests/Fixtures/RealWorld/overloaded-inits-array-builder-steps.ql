// Modelled on StanfordSpezi/SpeziOnboarding, Sources/SpeziOnboarding/OnboardingActionsView.swift and
// OnboardingInformationView.swift: a view whose extension writes overloaded initializers (a title
// String or a `@ViewBuilder` Text closure, one button or two) that delegate to a private one, and a
// view whose `@ArrayBuilder` initializer builds its steps from a nested type of another file.
// expect-min-frames: 7
import SwiftUI

public struct StepsFooter: View {
    private struct Action {
        let title: Text
        let perform: () -> Void
    }

    private let primary: Action
    private let secondary: Action?

    public var body: some View {
        VStack(spacing: 4) {
            Button(action: primary.perform) {
                primary.title
                    .frame(maxWidth: .infinity, minHeight: 40)
            }
            .buttonStyle(.borderedProminent)
            if let secondary {
                Button(action: secondary.perform) {
                    secondary.title
                }
                .padding(.vertical, 6)
            }
        }
    }

    private init(primary: Action, secondary: Action? = nil) {
        self.primary = primary
        self.secondary = secondary
    }
}

extension StepsFooter {
    public init(@ViewBuilder title: () -> Text, action: @escaping () -> Void) {
        self.init(primary: .init(title: title(), perform: action))
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: @escaping () -> Void) {
        self.init(primary: .init(title: Text(title), perform: action))
    }

    public init(
        @ViewBuilder primaryTitle: () -> Text,
        primaryAction: @escaping () -> Void,
        @ViewBuilder secondaryTitle: () -> Text,
        secondaryAction: @escaping () -> Void
    ) {
        self.init(primary: .init(title: primaryTitle(), perform: primaryAction),
                  secondary: .init(title: secondaryTitle(), perform: secondaryAction))
    }

    public init(primaryTitle: String, primaryAction: @escaping () -> Void, secondaryTitle: String, secondaryAction: @escaping () -> Void) {
        self.init(primary: .init(title: Text(primaryTitle), perform: primaryAction),
                  secondary: .init(title: Text(secondaryTitle), perform: secondaryAction))
    }
}

public struct StepList: View {
    private let steps: [Step]

    public var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            ForEach(0..<steps.count, id: \.self) { index in
                row(steps[index])
            }
        }
    }

    public init(steps: [Step]) {
        self.steps = steps
    }

    public init(@ArrayBuilder<Step> steps: () -> [Step]) {
        self.init(steps: steps())
    }

    private func row(_ step: Step) -> some View {
        HStack(spacing: 12) {
            step.symbol
                .frame(width: 32)
            VStack(alignment: .leading) {
                step.title
                    .bold()
                step.detail
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
    }
}

#Preview {
    VStack(spacing: 20) {
        StepList {
            StepList.Step(symbol: Image(systemName: "1.circle"), title: "Pair", detail: "Hold the button.")
            StepList.Step(symbol: Image(systemName: "2.circle"), title: "Name it", detail: "Pick a room.")
        }
        StepsFooter("Continue") {
            print("next")
        }
        StepsFooter(primaryTitle: "Save", primaryAction: {}, secondaryTitle: "Later", secondaryAction: {})
    }
}
