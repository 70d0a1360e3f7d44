(function () {
  "use strict";
  function selectCause(button) {
    var run = button.closest(".run");
    var wasOn = button.getAttribute("aria-pressed") === "true";
    run.querySelectorAll(".cause").forEach(function (b) { b.setAttribute("aria-pressed", "false"); });
    var ids = wasOn ? [] : button.getAttribute("data-spans").split(" ").filter(Boolean);
    run.querySelectorAll(".row").forEach(function (row) {
      row.classList.toggle("hl", ids.indexOf(row.getAttribute("data-span")) >= 0);
    });
    run.classList.toggle("focus", !wasOn);
    if (!wasOn) { button.setAttribute("aria-pressed", "true"); }
  }
  function toggleSpan(row) {
    var detail = row.nextElementSibling;
    var open = row.getAttribute("aria-expanded") === "true";
    row.setAttribute("aria-expanded", open ? "false" : "true");
    detail.hidden = open;
  }
  function expand(button) {
    var rest = button.previousElementSibling.querySelector(".rest");
    rest.hidden = !rest.hidden;
    button.textContent = rest.hidden ? button.getAttribute("data-label") : "show less";
  }
  function sortBy(th) {
    var table = th.closest("table"), col = +th.getAttribute("data-col");
    var numeric = th.getAttribute("data-num") === "1";
    var dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
    table.querySelectorAll("th").forEach(function (h) { h.setAttribute("aria-sort", "none"); });
    th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
    var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[col].getAttribute("data-v"), y = b.cells[col].getAttribute("data-v");
      var c = numeric ? (+x) - (+y) : x.localeCompare(y);
      return dir * c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }
  function fold(button) {
    var row = button.closest(".row"), depth = +row.getAttribute("data-depth");
    var hide = button.getAttribute("aria-expanded") === "true";
    button.setAttribute("aria-expanded", hide ? "false" : "true");
    button.textContent = hide ? "\u25b8" : "\u25be";
    for (var el = row.nextElementSibling.nextElementSibling; el; el = el.nextElementSibling) {  // past its own details
      if (el.classList.contains("row")) {
        if (+el.getAttribute("data-depth") <= depth) { break; }
        el.hidden = hide;
        el.setAttribute("aria-expanded", "false");
        var inner = el.querySelector(".fold[data-act]");
        if (inner) { inner.setAttribute("aria-expanded", "true"); inner.textContent = "\u25be"; }
      } else {
        el.hidden = true;  // a span's details: closed when its row folds or unfolds
      }
    }
  }
  var actions = {
    fold: fold,
    cause: selectCause,
    span: toggleSpan,
    more: expand,
    sort: sortBy,
    "goto": function (b) {
      var cause = document.getElementById(b.getAttribute("data-target"));
      if (cause.getAttribute("aria-pressed") !== "true") { selectCause(cause); }
      cause.scrollIntoView({block: "center"});
    }
  };
  function act(event) {
    var target = event.target.closest("[data-act]");
    if (!target) { return; }
    if (target.getAttribute("data-act") === "more" && !target.hasAttribute("data-label")) {
      target.setAttribute("data-label", target.textContent);
    }
    event.stopPropagation();
    actions[target.getAttribute("data-act")](target);
  }
  document.addEventListener("click", act);
  document.addEventListener("keydown", function (event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.matches("[data-act=span],th[data-act]")) {
      event.preventDefault();
      act(event);
    }
  });
})();
