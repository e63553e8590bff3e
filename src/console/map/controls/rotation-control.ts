/**
 * The map's rotation (spec §9: 0 to 359 degrees): a number input in whole degrees, clockwise, and a
 * button turning north up again. It follows the view when the map is turned otherwise (alt+shift+drag).
 */
import Control from "ol/control/Control";
import type { EventsKey } from "ol/events";
import type OlMap from "ol/Map";
import { unByKey } from "ol/Observable";

export interface RotationControlLabels {
  /** the input's label */
  rotation: string;
  /** the reset button's name */
  reset: string;
}

export interface RotationControlOptions {
  labels: RotationControlLabels;
  /** the id of the degrees input */
  inputId?: string;
}

const toDegrees = (radians: number) => {
  const degrees = Math.round((radians * 180) / Math.PI) % 360;
  return degrees < 0 ? degrees + 360 : degrees;
};

export class RotationControl extends Control {
  readonly #input: HTMLInputElement;
  readonly #label: HTMLLabelElement;
  readonly #reset: HTMLButtonElement;
  #listener: EventsKey | null = null;

  constructor({ labels, inputId = "map-rotation" }: RotationControlOptions) {
    const element = document.createElement("div");
    super({ element });
    element.className = "map-rotation ol-unselectable ol-control";
    this.#label = document.createElement("label");
    this.#label.htmlFor = inputId;
    this.#input = document.createElement("input");
    Object.assign(this.#input, { id: inputId, type: "number", min: "0", max: "359", step: "1", value: "0" });
    this.#reset = document.createElement("button");
    this.#reset.type = "button";
    this.#reset.className = "map-rotation-reset";
    this.#reset.innerHTML = '<span class="pi pi-compass" aria-hidden="true"></span>';
    element.append(this.#label, this.#input, this.#reset);
    this.setLabels(labels);
    this.#input.addEventListener("change", () => this.#apply());
    this.#reset.addEventListener("click", () => this.getMap()?.getView().setRotation(0));
  }

  setLabels({ rotation, reset }: RotationControlLabels): void {
    this.#label.textContent = rotation;
    this.#reset.setAttribute("aria-label", reset);
    this.#reset.title = reset;
  }

  override setMap(map: OlMap | null): void {
    if (this.#listener) unByKey(this.#listener);
    this.#listener = null;
    super.setMap(map);
    if (!map) return;
    const view = map.getView();
    const show = () => {
      this.#input.value = String(toDegrees(view.getRotation()));
    };
    this.#listener = view.on("change:rotation", show);
    show();
  }

  #apply() {
    const view = this.getMap()?.getView();
    const value = Number(this.#input.value);
    if (!view || !Number.isFinite(value)) return;
    const degrees = Math.min(359, Math.max(0, Math.round(value)));
    this.#input.value = String(degrees);
    view.setRotation((degrees * Math.PI) / 180);
  }
}
