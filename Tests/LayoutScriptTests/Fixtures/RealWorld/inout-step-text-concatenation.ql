// Modelled on pointfreeco/isowords, Sources/OnboardingFeature/OnboardingView.swift and
// OnboardingStepView.swift: a state advanced by a function taking it `inout` (`advance(&step)`),
// a step's title made of Texts joined by `+` at the start of each line, a case list over lines.
// expect-min-frames: 2
import SwiftUI

enum Step: Int {
    case welcome, findWords, connect, submit
}

func advance(_ step: inout Step, by count: Int) {
    step = Step(rawValue: step.rawValue + count) ?? .submit
}

func startingStep() -> Step {
    var step = Step.welcome
    advance(&step, by: 2)
    return step
}

struct StepView: View {
    let step = startingStep()

    var body: some View {
        VStack(spacing: 8) {
            switch step {
            case .welcome,
              .findWords:
                Text("Hello!")
            case .connect:
                Text("Connect ")
                + Text("touching").fontWeight(.medium)
                + Text(" letters")
            case .submit:
                Text("Submit")
            }
            Text("Step \(step.rawValue + 1) of 4")
        }
    }
}

#Preview {
    StepView()
}
