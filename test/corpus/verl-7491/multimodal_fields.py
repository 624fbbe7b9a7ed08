output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics(),
                         multi_modal_data={"images": ["img0"]}, mm_processor_kwargs={"fps": 2})
result = output.as_dict()
images_copied = result["multi_modal_data"]["images"] is not output.multi_modal_data["images"]
